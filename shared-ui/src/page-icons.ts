/** The icons only pages draw (lists, edit pages, files): in the full entry, not the frame's. */
export {
  CloudUploadOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  HolderOutlined,
  LeftOutlined,
  PlusOutlined,
  SaveOutlined,
  VerticalLeftOutlined,
  VerticalRightOutlined,
} from '@ant-design/icons';
